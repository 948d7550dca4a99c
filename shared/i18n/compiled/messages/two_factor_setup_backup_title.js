/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Two_Factor_Setup_Backup_TitleInputs */

const en_two_factor_setup_backup_title = /** @type {(inputs: Two_Factor_Setup_Backup_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`2. Keep your backup codes`)
};

const fr_two_factor_setup_backup_title = /** @type {(inputs: Two_Factor_Setup_Backup_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`2. Conservez vos codes de secours`)
};

/**
* | output |
* | --- |
* | "2. Keep your backup codes" |
*
* @param {Two_Factor_Setup_Backup_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const two_factor_setup_backup_title = /** @type {((inputs?: Two_Factor_Setup_Backup_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Two_Factor_Setup_Backup_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_two_factor_setup_backup_title(inputs)
	return en_two_factor_setup_backup_title(inputs)
});