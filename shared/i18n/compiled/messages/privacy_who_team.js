/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ academyName: NonNullable<unknown> }} Privacy_Who_TeamInputs */

const en_privacy_who_team = /** @type {(inputs: Privacy_Who_TeamInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The ${i?.academyName} team who runs the bookings.`)
};

const fr_privacy_who_team = /** @type {(inputs: Privacy_Who_TeamInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L'équipe de ${i?.academyName} qui gère les réservations.`)
};

/**
* | output |
* | --- |
* | "The {academyName} team who runs the bookings." |
*
* @param {Privacy_Who_TeamInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_who_team = /** @type {((inputs: Privacy_Who_TeamInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Who_TeamInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_who_team(inputs)
	return en_privacy_who_team(inputs)
});