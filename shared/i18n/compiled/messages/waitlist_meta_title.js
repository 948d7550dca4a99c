/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Waitlist_Meta_TitleInputs */

const en_waitlist_meta_title = /** @type {(inputs: Waitlist_Meta_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Join the Waiting List: ${i?.title}`)
};

const fr_waitlist_meta_title = /** @type {(inputs: Waitlist_Meta_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rejoindre la liste d'attente : ${i?.title}`)
};

/**
* | output |
* | --- |
* | "Join the Waiting List: {title}" |
*
* @param {Waitlist_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const waitlist_meta_title = /** @type {((inputs: Waitlist_Meta_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_Meta_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_waitlist_meta_title(inputs)
	return en_waitlist_meta_title(inputs)
});