import "./hooks/shop-fields"
import "./hooks/uuc-cart-guard"
import "./hooks/checkout-only"
