/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Privacy_Keep_WaitlistInputs */

const en_privacy_keep_waitlist = /** @type {(inputs: Privacy_Keep_WaitlistInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: deleted after 12 months, or when you book.`)
};

const fr_privacy_keep_waitlist = /** @type {(inputs: Privacy_Keep_WaitlistInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} : supprimée au bout de 12 mois, ou lorsque vous réservez.`)
};

/**
* | output |
* | --- |
* | "{label}: deleted after 12 months, or when you book." |
*
* @param {Privacy_Keep_WaitlistInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_keep_waitlist = /** @type {((inputs: Privacy_Keep_WaitlistInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Keep_WaitlistInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_keep_waitlist(inputs)
	return en_privacy_keep_waitlist(inputs)
});