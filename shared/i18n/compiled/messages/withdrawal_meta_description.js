/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Withdrawal_Meta_DescriptionInputs */

const en_withdrawal_meta_description = /** @type {(inputs: Withdrawal_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use your 14-day withdrawal right: the model withdrawal form, and a form that sends it to us.`)
};

const fr_withdrawal_meta_description = /** @type {(inputs: Withdrawal_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exercez votre droit de rétractation de 14 jours : le formulaire type de rétractation, et un formulaire qui nous l'envoie.`)
};

/**
* | output |
* | --- |
* | "Use your 14-day withdrawal right: the model withdrawal form, and a form that sends it to us." |
*
* @param {Withdrawal_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const withdrawal_meta_description = /** @type {((inputs?: Withdrawal_Meta_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Withdrawal_Meta_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_withdrawal_meta_description(inputs)
	return en_withdrawal_meta_description(inputs)
});