/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_20261127_Service_WhatInputs */

const en_terms_20261127_service_what = /** @type {(inputs: Terms_20261127_Service_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The academy runs live video workshops for teens aged 10 to 16, in small groups of 4 to 6 teens, each group led by a coach.`)
};

const fr_terms_20261127_service_what = /** @type {(inputs: Terms_20261127_Service_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L'académie propose des ateliers en visio et en direct pour les adolescents de 10 à 16 ans, en petits groupes de 4 à 6, chaque groupe étant animé par un coach.`)
};

/**
* | output |
* | --- |
* | "The academy runs live video workshops for teens aged 10 to 16, in small groups of 4 to 6 teens, each group led by a coach." |
*
* @param {Terms_20261127_Service_WhatInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_20261127_service_what = /** @type {((inputs?: Terms_20261127_Service_WhatInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_20261127_Service_WhatInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_20261127_service_what(inputs)
	return en_terms_20261127_service_what(inputs)
});