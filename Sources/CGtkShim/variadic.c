/* Typed wrappers around GLib's variadic calls, which Swift cannot import. */
#include "CGtkShim.h"

void cgtk_object_set_bool(gpointer object, const char *property, gboolean value) {
    g_object_set(object, property, value, NULL);
}

void cgtk_object_set_int(gpointer object, const char *property, int value) {
    g_object_set(object, property, value, NULL);
}

void cgtk_object_set_string(gpointer object, const char *property, const char *value) {
    g_object_set(object, property, value, NULL);
}

void cgtk_emit_void(gpointer instance, const char *signal) {
    g_signal_emit_by_name(instance, signal);
}

void cgtk_emit_int_double_double(gpointer instance, const char *signal, int n, double x, double y) {
    g_signal_emit_by_name(instance, signal, n, x, y);
}

void cgtk_emit_double_double(gpointer instance, const char *signal, double x, double y) {
    g_signal_emit_by_name(instance, signal, x, y);
}

gboolean cgtk_emit_key_pressed(gpointer controller, guint keyval, guint keycode, GdkModifierType state) {
    gboolean handled = FALSE;
    g_signal_emit_by_name(controller, "key-pressed", keyval, keycode, state, &handled);
    return handled;
}

char *cgtk_accessible_check_string_property(gpointer accessible, GtkAccessibleProperty property, const char *expected) {
    return gtk_test_accessible_check_property(GTK_ACCESSIBLE(accessible), property, expected);
}

char *cgtk_accessible_check_boolean_state(gpointer accessible, GtkAccessibleState state, gboolean expected) {
    return gtk_test_accessible_check_state(GTK_ACCESSIBLE(accessible), state, expected);
}
