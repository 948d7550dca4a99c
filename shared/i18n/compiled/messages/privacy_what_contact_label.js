/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_What_Contact_LabelInputs */

const en_privacy_what_contact_label = /** @type {(inputs: Privacy_What_Contact_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your name, e-mail address and phone number`)
};

const fr_privacy_what_contact_label = /** @type {(inputs: Privacy_What_Contact_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre nom, votre adresse e-mail et votre numéro de téléphone`)
};

/**
* | output |
* | --- |
* | "Your name, e-mail address and phone number" |
*
* @param {Privacy_What_Contact_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_what_contact_label = /** @type {((inputs?: Privacy_What_Contact_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_What_Contact_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_what_contact_label(inputs)
	return en_privacy_what_contact_label(inputs)
});