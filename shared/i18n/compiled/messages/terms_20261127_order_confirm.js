/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_20261127_Order_ConfirmInputs */

const en_terms_20261127_order_confirm = /** @type {(inputs: Terms_20261127_Order_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We e-mail you a confirmation with your booking reference, the link to your booking page, these terms and the withdrawal form.`)
};

const fr_terms_20261127_order_confirm = /** @type {(inputs: Terms_20261127_Order_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous vous envoyons par e-mail une confirmation avec la référence de la réservation, le lien vers votre page de réservation, ces conditions et le formulaire de rétractation.`)
};

/**
* | output |
* | --- |
* | "We e-mail you a confirmation with your booking reference, the link to your booking page, these terms and the withdrawal form." |
*
* @param {Terms_20261127_Order_ConfirmInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_20261127_order_confirm = /** @type {((inputs?: Terms_20261127_Order_ConfirmInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_20261127_Order_ConfirmInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_20261127_order_confirm(inputs)
	return en_terms_20261127_order_confirm(inputs)
});