/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_IntroInputs */

const en_privacy_intro = /** @type {(inputs: Privacy_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our workshops are for teens aged 10 to 16. We ask for as little as we need to run them, keep it only as long as we need it, and you can see it or have it erased.`)
};

const fr_privacy_intro = /** @type {(inputs: Privacy_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nos ateliers s'adressent aux adolescents de 10 à 16 ans. Nous ne demandons que le strict nécessaire pour les organiser, nous ne le conservons que le temps nécessaire, et vous pouvez le consulter ou le faire effacer.`)
};

/**
* | output |
* | --- |
* | "Our workshops are for teens aged 10 to 16. We ask for as little as we need to run them, keep it only as long as we need it, and you can see it or have it era..." |
*
* @param {Privacy_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_intro = /** @type {((inputs?: Privacy_IntroInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_IntroInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_intro(inputs)
	return en_privacy_intro(inputs)
});