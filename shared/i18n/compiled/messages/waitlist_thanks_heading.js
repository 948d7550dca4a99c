/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Waitlist_Thanks_HeadingInputs */

const en_waitlist_thanks_heading = /** @type {(inputs: Waitlist_Thanks_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you! You're on the waiting list.`)
};

const fr_waitlist_thanks_heading = /** @type {(inputs: Waitlist_Thanks_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci ! Vous êtes inscrit sur la liste d'attente.`)
};

/**
* | output |
* | --- |
* | "Thank you! You're on the waiting list." |
*
* @param {Waitlist_Thanks_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const waitlist_thanks_heading = /** @type {((inputs?: Waitlist_Thanks_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_Thanks_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_waitlist_thanks_heading(inputs)
	return en_waitlist_thanks_heading(inputs)
});