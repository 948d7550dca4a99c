/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Refund_Get_Back_If_AcceptedInputs */

const en_refund_get_back_if_accepted = /** @type {(inputs: Refund_Get_Back_If_AcceptedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`If your request is accepted, you will get ${i?.amount} back.`)
};

const fr_refund_get_back_if_accepted = /** @type {(inputs: Refund_Get_Back_If_AcceptedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Si votre demande est acceptée, vous serez remboursé de ${i?.amount}.`)
};

/**
* | output |
* | --- |
* | "If your request is accepted, you will get {amount} back." |
*
* @param {Refund_Get_Back_If_AcceptedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_get_back_if_accepted = /** @type {((inputs: Refund_Get_Back_If_AcceptedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refund_Get_Back_If_AcceptedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_refund_get_back_if_accepted(inputs)
	return en_refund_get_back_if_accepted(inputs)
});