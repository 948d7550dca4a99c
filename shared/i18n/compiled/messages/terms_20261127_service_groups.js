/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_20261127_Service_GroupsInputs */

const en_terms_20261127_service_groups = /** @type {(inputs: Terms_20261127_Service_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each workshop runs in groups. A group meets on a set weekday and time, for the number of sessions and the session length shown on the workshop's page, from its first session date. A booking gives one teen a seat in one group; you may move to another group of the same workshop from your booking page while seats are free.`)
};

const fr_terms_20261127_service_groups = /** @type {(inputs: Terms_20261127_Service_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque atelier se déroule en groupes. Un groupe se réunit un jour et à une heure fixes, pour le nombre de séances et la durée indiqués sur la page de l'atelier, à partir de la date de sa première séance. Une réservation donne à un adolescent une place dans un groupe ; depuis votre page de réservation, vous pouvez passer à un autre groupe du même atelier tant qu'il reste des places.`)
};

/**
* | output |
* | --- |
* | "Each workshop runs in groups. A group meets on a set weekday and time, for the number of sessions and the session length shown on the workshop's page, from i..." |
*
* @param {Terms_20261127_Service_GroupsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_20261127_service_groups = /** @type {((inputs?: Terms_20261127_Service_GroupsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_20261127_Service_GroupsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_20261127_service_groups(inputs)
	return en_terms_20261127_service_groups(inputs)
});