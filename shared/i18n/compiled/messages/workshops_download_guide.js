/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workshops_Download_GuideInputs */

const en_workshops_download_guide = /** @type {(inputs: Workshops_Download_GuideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download Workshop Guide`)
};

const fr_workshops_download_guide = /** @type {(inputs: Workshops_Download_GuideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Télécharger le guide des ateliers`)
};

/**
* | output |
* | --- |
* | "Download Workshop Guide" |
*
* @param {Workshops_Download_GuideInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workshops_download_guide = /** @type {((inputs?: Workshops_Download_GuideInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workshops_Download_GuideInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_workshops_download_guide(inputs)
	return en_workshops_download_guide(inputs)
});