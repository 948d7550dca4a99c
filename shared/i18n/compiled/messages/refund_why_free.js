/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refund_Why_FreeInputs */

const en_refund_why_free = /** @type {(inputs: Refund_Why_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your booking was free (100 % discount code): cancelling gives your teen's seat to another family, there is nothing to refund.`)
};

const fr_refund_why_free = /** @type {(inputs: Refund_Why_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre réservation était gratuite (code de réduction à 100 %) : annuler donne la place de votre adolescent à une autre famille, il n'y a rien à rembourser.`)
};

/**
* | output |
* | --- |
* | "Your booking was free (100 % discount code): cancelling gives your teen's seat to another family, there is nothing to refund." |
*
* @param {Refund_Why_FreeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_why_free = /** @type {((inputs?: Refund_Why_FreeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refund_Why_FreeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_refund_why_free(inputs)
	return en_refund_why_free(inputs)
});