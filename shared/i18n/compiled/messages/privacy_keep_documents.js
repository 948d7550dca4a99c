/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Privacy_Keep_DocumentsInputs */

const en_privacy_keep_documents = /** @type {(inputs: Privacy_Keep_DocumentsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: kept for 10 years (French Commercial Code, article L123-22), even after your teen's details are erased. They name you, the parent, as the customer, never your teen.`)
};

const fr_privacy_keep_documents = /** @type {(inputs: Privacy_Keep_DocumentsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} : conservés 10 ans (Code de commerce, article L123-22), même après l'effacement des informations de votre adolescent. Ils vous nomment, vous le parent, comme client, jamais votre adolescent.`)
};

/**
* | output |
* | --- |
* | "{label}: kept for 10 years (French Commercial Code, article L123-22), even after your teen's details are erased. They name you, the parent, as the customer, ..." |
*
* @param {Privacy_Keep_DocumentsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_keep_documents = /** @type {((inputs: Privacy_Keep_DocumentsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Keep_DocumentsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_keep_documents(inputs)
	return en_privacy_keep_documents(inputs)
});