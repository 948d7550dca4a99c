/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Two_Factor_Setup_Backup_TextInputs */

const en_two_factor_setup_backup_text = /** @type {(inputs: Two_Factor_Setup_Backup_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each code works once, in place of an app code, if you lose your phone. Keep them somewhere safe: they are shown only now.`)
};

const fr_two_factor_setup_backup_text = /** @type {(inputs: Two_Factor_Setup_Backup_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque code ne sert qu'une fois, à la place d'un code de l'application, si vous perdez votre téléphone. Gardez-les en lieu sûr : ils ne s'affichent que maintenant.`)
};

/**
* | output |
* | --- |
* | "Each code works once, in place of an app code, if you lose your phone. Keep them somewhere safe: they are shown only now." |
*
* @param {Two_Factor_Setup_Backup_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const two_factor_setup_backup_text = /** @type {((inputs?: Two_Factor_Setup_Backup_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Two_Factor_Setup_Backup_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_two_factor_setup_backup_text(inputs)
	return en_two_factor_setup_backup_text(inputs)
});