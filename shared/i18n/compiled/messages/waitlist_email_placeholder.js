/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Waitlist_Email_PlaceholderInputs */

const en_waitlist_email_placeholder = /** @type {(inputs: Waitlist_Email_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`you@example.com`)
};

const fr_waitlist_email_placeholder = /** @type {(inputs: Waitlist_Email_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`vous@exemple.fr`)
};

/**
* | output |
* | --- |
* | "you@example.com" |
*
* @param {Waitlist_Email_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const waitlist_email_placeholder = /** @type {((inputs?: Waitlist_Email_PlaceholderInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_Email_PlaceholderInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_waitlist_email_placeholder(inputs)
	return en_waitlist_email_placeholder(inputs)
});