import "./hooks/shop-fields"
