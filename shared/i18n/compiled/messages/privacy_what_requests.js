/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Privacy_What_RequestsInputs */

const en_privacy_what_requests = /** @type {(inputs: Privacy_What_RequestsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} (if you write any): so the coach can adapt to your teen.`)
};

const fr_privacy_what_requests = /** @type {(inputs: Privacy_What_RequestsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} (si vous en formulez) : pour que le coach puisse s'adapter à votre adolescent.`)
};

/**
* | output |
* | --- |
* | "{label} (if you write any): so the coach can adapt to your teen." |
*
* @param {Privacy_What_RequestsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_what_requests = /** @type {((inputs: Privacy_What_RequestsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_What_RequestsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_what_requests(inputs)
	return en_privacy_what_requests(inputs)
});