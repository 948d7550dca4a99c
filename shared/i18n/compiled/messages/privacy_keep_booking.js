/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Privacy_Keep_BookingInputs */

const en_privacy_keep_booking = /** @type {(inputs: Privacy_Keep_BookingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: kept for 10 years, because French law requires us to keep our accounts.`)
};

const fr_privacy_keep_booking = /** @type {(inputs: Privacy_Keep_BookingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} : conservés 10 ans, car la loi française nous oblige à conserver notre comptabilité.`)
};

/**
* | output |
* | --- |
* | "{label}: kept for 10 years, because French law requires us to keep our accounts." |
*
* @param {Privacy_Keep_BookingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_keep_booking = /** @type {((inputs: Privacy_Keep_BookingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Keep_BookingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_keep_booking(inputs)
	return en_privacy_keep_booking(inputs)
});