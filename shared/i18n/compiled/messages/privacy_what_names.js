/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Privacy_What_NamesInputs */

const en_privacy_what_names = /** @type {(inputs: Privacy_What_NamesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: so the coach knows who joins the group, and so every group has teens of a similar age.`)
};

const fr_privacy_what_names = /** @type {(inputs: Privacy_What_NamesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} : pour que le coach sache qui rejoint le groupe, et que chaque groupe réunisse des adolescents d'un âge proche.`)
};

/**
* | output |
* | --- |
* | "{label}: so the coach knows who joins the group, and so every group has teens of a similar age." |
*
* @param {Privacy_What_NamesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_what_names = /** @type {((inputs: Privacy_What_NamesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_What_NamesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_what_names(inputs)
	return en_privacy_what_names(inputs)
});