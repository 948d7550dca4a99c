/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Privacy_What_ContactInputs */

const en_privacy_what_contact = /** @type {(inputs: Privacy_What_ContactInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} (the phone is optional): to confirm the booking, send you the receipt and the session links, and reach you if something changes.`)
};

const fr_privacy_what_contact = /** @type {(inputs: Privacy_What_ContactInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} (le téléphone est facultatif) : pour confirmer la réservation, vous envoyer le reçu et les liens des séances, et vous joindre en cas de changement.`)
};

/**
* | output |
* | --- |
* | "{label} (the phone is optional): to confirm the booking, send you the receipt and the session links, and reach you if something changes." |
*
* @param {Privacy_What_ContactInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_what_contact = /** @type {((inputs: Privacy_What_ContactInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_What_ContactInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_what_contact(inputs)
	return en_privacy_what_contact(inputs)
});