/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ until: NonNullable<unknown> }} Refund_Why_Before_StartInputs */

const en_refund_why_before_start = /** @type {(inputs: Refund_Why_Before_StartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Our policy: you may cancel up to 48 hours before the group's first session and get a full refund. You can cancel until ${i?.until}.`)
};

const fr_refund_why_before_start = /** @type {(inputs: Refund_Why_Before_StartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Notre règle : vous pouvez annuler jusqu'à 48 heures avant la première séance du groupe et être remboursé intégralement. Vous pouvez annuler jusqu'au ${i?.until}.`)
};

/**
* | output |
* | --- |
* | "Our policy: you may cancel up to 48 hours before the group's first session and get a full refund. You can cancel until {until}." |
*
* @param {Refund_Why_Before_StartInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_why_before_start = /** @type {((inputs: Refund_Why_Before_StartInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refund_Why_Before_StartInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_refund_why_before_start(inputs)
	return en_refund_why_before_start(inputs)
});