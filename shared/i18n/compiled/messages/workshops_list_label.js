/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workshops_List_LabelInputs */

const en_workshops_list_label = /** @type {(inputs: Workshops_List_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All workshops`)
};

const fr_workshops_list_label = /** @type {(inputs: Workshops_List_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les ateliers`)
};

/**
* | output |
* | --- |
* | "All workshops" |
*
* @param {Workshops_List_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workshops_list_label = /** @type {((inputs?: Workshops_List_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workshops_List_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_workshops_list_label(inputs)
	return en_workshops_list_label(inputs)
});