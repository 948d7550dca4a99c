/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Keep_Documents_LabelInputs */

const en_privacy_keep_documents_label = /** @type {(inputs: Privacy_Keep_Documents_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your invoices and credit notes, and the version of the terms of sale you accepted`)
};

const fr_privacy_keep_documents_label = /** @type {(inputs: Privacy_Keep_Documents_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos factures et avoirs, et la version des conditions générales de vente que vous avez acceptée`)
};

/**
* | output |
* | --- |
* | "Your invoices and credit notes, and the version of the terms of sale you accepted" |
*
* @param {Privacy_Keep_Documents_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_keep_documents_label = /** @type {((inputs?: Privacy_Keep_Documents_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Keep_Documents_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_keep_documents_label(inputs)
	return en_privacy_keep_documents_label(inputs)
});