/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Reset_IntroInputs */

const en_auth_reset_intro = /** @type {(inputs: Auth_Reset_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You will sign in with it from now on.`)
};

const fr_auth_reset_intro = /** @type {(inputs: Auth_Reset_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous vous connecterez désormais avec celui-ci.`)
};

/**
* | output |
* | --- |
* | "You will sign in with it from now on." |
*
* @param {Auth_Reset_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const auth_reset_intro = /** @type {((inputs?: Auth_Reset_IntroInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Reset_IntroInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_reset_intro(inputs)
	return en_auth_reset_intro(inputs)
});