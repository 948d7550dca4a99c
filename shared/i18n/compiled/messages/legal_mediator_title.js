/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Legal_Mediator_TitleInputs */

const en_legal_mediator_title = /** @type {(inputs: Legal_Mediator_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consumer mediator`)
};

const fr_legal_mediator_title = /** @type {(inputs: Legal_Mediator_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Médiateur de la consommation`)
};

/**
* | output |
* | --- |
* | "Consumer mediator" |
*
* @param {Legal_Mediator_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const legal_mediator_title = /** @type {((inputs?: Legal_Mediator_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Mediator_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_legal_mediator_title(inputs)
	return en_legal_mediator_title(inputs)
});