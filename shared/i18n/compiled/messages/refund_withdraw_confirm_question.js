/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refund_Withdraw_Confirm_QuestionInputs */

const en_refund_withdraw_confirm_question = /** @type {(inputs: Refund_Withdraw_Confirm_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withdraw from this booking? Your teen's seat goes to another family; this cannot be undone.`)
};

const fr_refund_withdraw_confirm_question = /** @type {(inputs: Refund_Withdraw_Confirm_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous rétracter de cette réservation ? La place de votre adolescent ira à une autre famille ; c'est définitif.`)
};

/**
* | output |
* | --- |
* | "Withdraw from this booking? Your teen's seat goes to another family; this cannot be undone." |
*
* @param {Refund_Withdraw_Confirm_QuestionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_withdraw_confirm_question = /** @type {((inputs?: Refund_Withdraw_Confirm_QuestionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refund_Withdraw_Confirm_QuestionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_refund_withdraw_confirm_question(inputs)
	return en_refund_withdraw_confirm_question(inputs)
});