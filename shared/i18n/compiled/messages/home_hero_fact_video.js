/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Hero_Fact_VideoInputs */

const en_home_hero_fact_video = /** @type {(inputs: Home_Hero_Fact_VideoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Live online by video`)
};

const fr_home_hero_fact_video = /** @type {(inputs: Home_Hero_Fact_VideoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En direct, en ligne, par vidéo`)
};

/**
* | output |
* | --- |
* | "Live online by video" |
*
* @param {Home_Hero_Fact_VideoInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_hero_fact_video = /** @type {((inputs?: Home_Hero_Fact_VideoInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Hero_Fact_VideoInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_hero_fact_video(inputs)
	return en_home_hero_fact_video(inputs)
});