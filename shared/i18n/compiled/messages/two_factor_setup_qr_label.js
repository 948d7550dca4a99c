/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Two_Factor_Setup_Qr_LabelInputs */

const en_two_factor_setup_qr_label = /** @type {(inputs: Two_Factor_Setup_Qr_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QR code of your two-factor key`)
};

const fr_two_factor_setup_qr_label = /** @type {(inputs: Two_Factor_Setup_Qr_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QR code de votre clé de double authentification`)
};

/**
* | output |
* | --- |
* | "QR code of your two-factor key" |
*
* @param {Two_Factor_Setup_Qr_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const two_factor_setup_qr_label = /** @type {((inputs?: Two_Factor_Setup_Qr_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Two_Factor_Setup_Qr_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_two_factor_setup_qr_label(inputs)
	return en_two_factor_setup_qr_label(inputs)
});