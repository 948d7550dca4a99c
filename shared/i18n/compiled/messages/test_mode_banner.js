/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Test_Mode_BannerInputs */

const en_test_mode_banner = /** @type {(inputs: Test_Mode_BannerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Test mode: no real payment is taken.`)
};

const fr_test_mode_banner = /** @type {(inputs: Test_Mode_BannerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mode test : aucun paiement réel n'est encaissé.`)
};

/**
* | output |
* | --- |
* | "Test mode: no real payment is taken." |
*
* @param {Test_Mode_BannerInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const test_mode_banner = /** @type {((inputs?: Test_Mode_BannerInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Test_Mode_BannerInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_test_mode_banner(inputs)
	return en_test_mode_banner(inputs)
});