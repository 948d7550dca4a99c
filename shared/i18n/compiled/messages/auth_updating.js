/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_UpdatingInputs */

const en_auth_updating = /** @type {(inputs: Auth_UpdatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Updating...`)
};

const fr_auth_updating = /** @type {(inputs: Auth_UpdatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modification en cours...`)
};

/**
* | output |
* | --- |
* | "Updating..." |
*
* @param {Auth_UpdatingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_updating = /** @type {((inputs?: Auth_UpdatingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_UpdatingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_updating(inputs)
	return en_auth_updating(inputs)
});