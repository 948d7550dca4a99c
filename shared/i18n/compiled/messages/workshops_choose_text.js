/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workshops_Choose_TextInputs */

const en_workshops_choose_text = /** @type {(inputs: Workshops_Choose_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Talk it through with a coach in a free 30-minute call, or download our guide with every workshop, its dates and prices to read at your own pace.`)
};

const fr_workshops_choose_text = /** @type {(inputs: Workshops_Choose_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parlez-en avec un coach lors d'un appel gratuit de 30 minutes, ou téléchargez notre guide, qui présente chaque atelier avec ses dates et ses prix, pour le lire à votre rythme.`)
};

/**
* | output |
* | --- |
* | "Talk it through with a coach in a free 30-minute call, or download our guide with every workshop, its dates and prices to read at your own pace." |
*
* @param {Workshops_Choose_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workshops_choose_text = /** @type {((inputs?: Workshops_Choose_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workshops_Choose_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_workshops_choose_text(inputs)
	return en_workshops_choose_text(inputs)
});