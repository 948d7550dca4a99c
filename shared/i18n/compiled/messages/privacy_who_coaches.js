/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Who_CoachesInputs */

const en_privacy_who_coaches = /** @type {(inputs: Privacy_Who_CoachesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your teen's coaches, while the group runs: they need to know who is in the session.`)
};

const fr_privacy_who_coaches = /** @type {(inputs: Privacy_Who_CoachesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les coachs de votre adolescent, tant que le groupe a lieu : ils doivent savoir qui participe à la séance.`)
};

/**
* | output |
* | --- |
* | "Your teen's coaches, while the group runs: they need to know who is in the session." |
*
* @param {Privacy_Who_CoachesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_who_coaches = /** @type {((inputs?: Privacy_Who_CoachesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Who_CoachesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_who_coaches(inputs)
	return en_privacy_who_coaches(inputs)
});