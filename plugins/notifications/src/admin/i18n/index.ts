// No admin screens yet: staff read notifications in Medusa's own feed panel.
export default {}
