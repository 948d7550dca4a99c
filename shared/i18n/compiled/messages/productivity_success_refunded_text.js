/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productivity_Success_Refunded_TextInputs */

const en_productivity_success_refunded_text = /** @type {(inputs: Productivity_Success_Refunded_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your payment arrived after your held seat was released and the group is now full. The full amount has been refunded; an e-mail explains how to join the waiting list.`)
};

const fr_productivity_success_refunded_text = /** @type {(inputs: Productivity_Success_Refunded_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre paiement est arrivé après la libération de la place qui vous était réservée, et le groupe est désormais complet. La totalité du montant vous a été remboursée ; un e-mail vous explique comment rejoindre la liste d'attente.`)
};

/**
* | output |
* | --- |
* | "Your payment arrived after your held seat was released and the group is now full. The full amount has been refunded; an e-mail explains how to join the waiti..." |
*
* @param {Productivity_Success_Refunded_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_success_refunded_text = /** @type {((inputs?: Productivity_Success_Refunded_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Productivity_Success_Refunded_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_productivity_success_refunded_text(inputs)
	return en_productivity_success_refunded_text(inputs)
});