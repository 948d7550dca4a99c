/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_20261127_Service_OnlineInputs */

const en_terms_20261127_service_online = /** @type {(inputs: Terms_20261127_Service_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sessions take place online: the teen needs a computer or tablet with a camera, a microphone and a steady internet connection. We send the video link before the first session.`)
};

const fr_terms_20261127_service_online = /** @type {(inputs: Terms_20261127_Service_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les séances ont lieu en ligne : l'adolescent a besoin d'un ordinateur ou d'une tablette avec caméra, micro et une connexion internet stable. Nous envoyons le lien de la visio avant la première séance.`)
};

/**
* | output |
* | --- |
* | "Sessions take place online: the teen needs a computer or tablet with a camera, a microphone and a steady internet connection. We send the video link before t..." |
*
* @param {Terms_20261127_Service_OnlineInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_20261127_service_online = /** @type {((inputs?: Terms_20261127_Service_OnlineInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_20261127_Service_OnlineInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_20261127_service_online(inputs)
	return en_terms_20261127_service_online(inputs)
});