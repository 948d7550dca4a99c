/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Waitlist_IntroInputs */

const en_waitlist_intro = /** @type {(inputs: Waitlist_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave your e-mail address and we will let you know as soon as a place opens or a new group starts. No commitment, and we never share your address.`)
};

const fr_waitlist_intro = /** @type {(inputs: Waitlist_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Laissez votre adresse e-mail et nous vous préviendrons dès qu'une place se libère ou qu'un nouveau groupe commence. Sans engagement, et nous ne partageons jamais votre adresse.`)
};

/**
* | output |
* | --- |
* | "Leave your e-mail address and we will let you know as soon as a place opens or a new group starts. No commitment, and we never share your address." |
*
* @param {Waitlist_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const waitlist_intro = /** @type {((inputs?: Waitlist_IntroInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_IntroInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_waitlist_intro(inputs)
	return en_waitlist_intro(inputs)
});