/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Two_Factor_Setup_Scan_TextInputs */

const en_two_factor_setup_scan_text = /** @type {(inputs: Two_Factor_Setup_Scan_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scan this QR code with the app, or type the key by hand.`)
};

const fr_two_factor_setup_scan_text = /** @type {(inputs: Two_Factor_Setup_Scan_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scannez ce QR code avec l'application, ou saisissez la clé à la main.`)
};

/**
* | output |
* | --- |
* | "Scan this QR code with the app, or type the key by hand." |
*
* @param {Two_Factor_Setup_Scan_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const two_factor_setup_scan_text = /** @type {((inputs?: Two_Factor_Setup_Scan_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Two_Factor_Setup_Scan_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_two_factor_setup_scan_text(inputs)
	return en_two_factor_setup_scan_text(inputs)
});