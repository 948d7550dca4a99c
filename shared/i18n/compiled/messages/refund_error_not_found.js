/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refund_Error_Not_FoundInputs */

const en_refund_error_not_found = /** @type {(inputs: Refund_Error_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This booking link is not valid. Check the link in your confirmation e-mail.`)
};

const fr_refund_error_not_found = /** @type {(inputs: Refund_Error_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce lien de réservation n'est pas valide. Vérifiez le lien de votre e-mail de confirmation.`)
};

/**
* | output |
* | --- |
* | "This booking link is not valid. Check the link in your confirmation e-mail." |
*
* @param {Refund_Error_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_error_not_found = /** @type {((inputs?: Refund_Error_Not_FoundInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refund_Error_Not_FoundInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_refund_error_not_found(inputs)
	return en_refund_error_not_found(inputs)
});