/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refund_Cancel_OpenInputs */

const en_refund_cancel_open = /** @type {(inputs: Refund_Cancel_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel my booking`)
};

const fr_refund_cancel_open = /** @type {(inputs: Refund_Cancel_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuler ma réservation`)
};

/**
* | output |
* | --- |
* | "Cancel my booking" |
*
* @param {Refund_Cancel_OpenInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_cancel_open = /** @type {((inputs?: Refund_Cancel_OpenInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refund_Cancel_OpenInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_refund_cancel_open(inputs)
	return en_refund_cancel_open(inputs)
});