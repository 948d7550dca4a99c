/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workshops_EmptyInputs */

const en_workshops_empty = /** @type {(inputs: Workshops_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New workshops are being prepared. Leave your e-mail in our newsletter to hear first.`)
};

const fr_workshops_empty = /** @type {(inputs: Workshops_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De nouveaux ateliers sont en préparation. Inscrivez-vous à notre newsletter pour en être informé en premier.`)
};

/**
* | output |
* | --- |
* | "New workshops are being prepared. Leave your e-mail in our newsletter to hear first." |
*
* @param {Workshops_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workshops_empty = /** @type {((inputs?: Workshops_EmptyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workshops_EmptyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_workshops_empty(inputs)
	return en_workshops_empty(inputs)
});