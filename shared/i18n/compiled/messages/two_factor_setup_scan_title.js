/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Two_Factor_Setup_Scan_TitleInputs */

const en_two_factor_setup_scan_title = /** @type {(inputs: Two_Factor_Setup_Scan_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1. Add the key to your authenticator app`)
};

const fr_two_factor_setup_scan_title = /** @type {(inputs: Two_Factor_Setup_Scan_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1. Ajoutez la clé à votre application d'authentification`)
};

/**
* | output |
* | --- |
* | "1. Add the key to your authenticator app" |
*
* @param {Two_Factor_Setup_Scan_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const two_factor_setup_scan_title = /** @type {((inputs?: Two_Factor_Setup_Scan_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Two_Factor_Setup_Scan_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_two_factor_setup_scan_title(inputs)
	return en_two_factor_setup_scan_title(inputs)
});