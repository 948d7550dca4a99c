/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown>, title: NonNullable<unknown> }} Waitlist_Thanks_TextInputs */

const en_waitlist_thanks_text = /** @type {(inputs: Waitlist_Thanks_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We have saved ${i?.email} for ${i?.title}. We will write to you as soon as a place opens or a new group is scheduled.`)
};

const fr_waitlist_thanks_text = /** @type {(inputs: Waitlist_Thanks_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nous avons enregistré ${i?.email} pour ${i?.title}. Nous vous écrirons dès qu'une place se libère ou qu'un nouveau groupe est programmé.`)
};

/**
* | output |
* | --- |
* | "We have saved {email} for {title}. We will write to you as soon as a place opens or a new group is scheduled." |
*
* @param {Waitlist_Thanks_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const waitlist_thanks_text = /** @type {((inputs: Waitlist_Thanks_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waitlist_Thanks_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_waitlist_thanks_text(inputs)
	return en_waitlist_thanks_text(inputs)
});