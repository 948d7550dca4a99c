/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Withdrawal_Model_NoteInputs */

const en_withdrawal_model_note = /** @type {(inputs: Withdrawal_Model_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Complete and return this form only if you wish to withdraw from the contract.`)
};

const fr_withdrawal_model_note = /** @type {(inputs: Withdrawal_Model_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous rétracter du contrat.`)
};

/**
* | output |
* | --- |
* | "Complete and return this form only if you wish to withdraw from the contract." |
*
* @param {Withdrawal_Model_NoteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const withdrawal_model_note = /** @type {((inputs?: Withdrawal_Model_NoteInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Withdrawal_Model_NoteInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_withdrawal_model_note(inputs)
	return en_withdrawal_model_note(inputs)
});