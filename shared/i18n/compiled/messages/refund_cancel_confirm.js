/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refund_Cancel_ConfirmInputs */

const en_refund_cancel_confirm = /** @type {(inputs: Refund_Cancel_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes, cancel my booking`)
};

const fr_refund_cancel_confirm = /** @type {(inputs: Refund_Cancel_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oui, annuler ma réservation`)
};

/**
* | output |
* | --- |
* | "Yes, cancel my booking" |
*
* @param {Refund_Cancel_ConfirmInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_cancel_confirm = /** @type {((inputs?: Refund_Cancel_ConfirmInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refund_Cancel_ConfirmInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_refund_cancel_confirm(inputs)
	return en_refund_cancel_confirm(inputs)
});