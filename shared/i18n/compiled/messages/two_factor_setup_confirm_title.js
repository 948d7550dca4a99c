/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Two_Factor_Setup_Confirm_TitleInputs */

const en_two_factor_setup_confirm_title = /** @type {(inputs: Two_Factor_Setup_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`3. Confirm with a code`)
};

const fr_two_factor_setup_confirm_title = /** @type {(inputs: Two_Factor_Setup_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`3. Confirmez avec un code`)
};

/**
* | output |
* | --- |
* | "3. Confirm with a code" |
*
* @param {Two_Factor_Setup_Confirm_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const two_factor_setup_confirm_title = /** @type {((inputs?: Two_Factor_Setup_Confirm_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Two_Factor_Setup_Confirm_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_two_factor_setup_confirm_title(inputs)
	return en_two_factor_setup_confirm_title(inputs)
});