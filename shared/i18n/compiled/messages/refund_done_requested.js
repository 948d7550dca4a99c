/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refund_Done_RequestedInputs */

const en_refund_done_requested = /** @type {(inputs: Refund_Done_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We received your request. We sent you an e-mail, and an administrator will decide soon.`)
};

const fr_refund_done_requested = /** @type {(inputs: Refund_Done_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous avons reçu votre demande. Nous vous avons envoyé un e-mail, et un administrateur décidera bientôt.`)
};

/**
* | output |
* | --- |
* | "We received your request. We sent you an e-mail, and an administrator will decide soon." |
*
* @param {Refund_Done_RequestedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_done_requested = /** @type {((inputs?: Refund_Done_RequestedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refund_Done_RequestedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_refund_done_requested(inputs)
	return en_refund_done_requested(inputs)
});