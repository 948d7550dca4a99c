/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Two_Factor_Setup_Open_AppInputs */

const en_two_factor_setup_open_app = /** @type {(inputs: Two_Factor_Setup_Open_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open in an authenticator app on this device`)
};

const fr_two_factor_setup_open_app = /** @type {(inputs: Two_Factor_Setup_Open_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouvrir dans une application d'authentification sur cet appareil`)
};

/**
* | output |
* | --- |
* | "Open in an authenticator app on this device" |
*
* @param {Two_Factor_Setup_Open_AppInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const two_factor_setup_open_app = /** @type {((inputs?: Two_Factor_Setup_Open_AppInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Two_Factor_Setup_Open_AppInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_two_factor_setup_open_app(inputs)
	return en_two_factor_setup_open_app(inputs)
});