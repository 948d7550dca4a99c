/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Two_Factor_Setup_Turn_OnInputs */

const en_two_factor_setup_turn_on = /** @type {(inputs: Two_Factor_Setup_Turn_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turn on two-factor authentication`)
};

const fr_two_factor_setup_turn_on = /** @type {(inputs: Two_Factor_Setup_Turn_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activer la double authentification`)
};

/**
* | output |
* | --- |
* | "Turn on two-factor authentication" |
*
* @param {Two_Factor_Setup_Turn_OnInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const two_factor_setup_turn_on = /** @type {((inputs?: Two_Factor_Setup_Turn_OnInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Two_Factor_Setup_Turn_OnInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_two_factor_setup_turn_on(inputs)
	return en_two_factor_setup_turn_on(inputs)
});