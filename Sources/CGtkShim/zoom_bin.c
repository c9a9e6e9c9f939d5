/*
 * CgtkZoomBin: one child shown scaled (see CGtkShim.h).
 *
 * The child is measured and allocated in its own, unscaled size; the bin asks its parent for that
 * size times the zoom and hands the scale to GTK as the child's transform. GTK draws the child
 * through the transform and maps pointer positions back through it when it picks the widget under
 * the pointer, so the child neither lays out again nor needs to know it is scaled.
 */
#include "CGtkShim.h"

#include <math.h>

struct _CgtkZoomBin {
    GtkWidget parent_instance;
    GtkWidget *child;   /* not referenced: the child is owned through gtk_widget_set_parent */
    double zoom;        /* the fixed zoom, used unless `fits` */
    gboolean fits;
    double fit_minimum, fit_maximum;
    double shown_zoom;  /* the zoom of the last allocation */
};

enum { PROP_0, PROP_SHOWN_ZOOM, N_PROPERTIES };
static GParamSpec *properties[N_PROPERTIES];

G_DEFINE_FINAL_TYPE(CgtkZoomBin, cgtk_zoom_bin, GTK_TYPE_WIDGET)

/* Rounds a scaled size up to whole pixels, forgiving the binary fraction error of products like 3 × 0.1. */
static int scaled_up(int size, double zoom) {
    return (int)ceil((double)size * zoom - 1e-6);
}

/* Rounds an unscaled size down to whole points, with the same forgiveness. */
static int unscaled_down(int size, double zoom) {
    return (int)floor((double)size / zoom + 1e-6);
}

/* The zoom the bin measures with: the fixed zoom, or the smallest a fitted child may get. */
static double measuring_zoom(CgtkZoomBin *self) {
    return self->fits ? self->fit_minimum : self->zoom;
}

static GtkSizeRequestMode cgtk_zoom_bin_get_request_mode(GtkWidget *widget) {
    CgtkZoomBin *self = CGTK_ZOOM_BIN(widget);
    return self->child ? gtk_widget_get_request_mode(self->child) : GTK_SIZE_REQUEST_CONSTANT_SIZE;
}

static void cgtk_zoom_bin_measure(GtkWidget *widget, GtkOrientation orientation, int for_size,
                                  int *minimum, int *natural, int *minimum_baseline, int *natural_baseline) {
    CgtkZoomBin *self = CGTK_ZOOM_BIN(widget);
    *minimum = 0;
    *natural = 0;
    *minimum_baseline = -1;
    *natural_baseline = -1;
    if (!self->child || !gtk_widget_get_visible(self->child)) return;
    double zoom = measuring_zoom(self);
    int child_min = 0, child_nat = 0;
    gtk_widget_measure(self->child, orientation, for_size < 0 ? -1 : unscaled_down(for_size, zoom),
                       &child_min, &child_nat, NULL, NULL);
    *minimum = scaled_up(child_min, zoom);
    /* A fitted child asks for its own size: the parent then offers the room it has. */
    *natural = self->fits ? MAX(*minimum, child_nat) : scaled_up(child_nat, zoom);
}

static void cgtk_zoom_bin_size_allocate(GtkWidget *widget, int width, int height, int baseline) {
    (void)baseline;
    CgtkZoomBin *self = CGTK_ZOOM_BIN(widget);
    if (!self->child || !gtk_widget_get_visible(self->child)) return;
    int min_width = 0, nat_width = 0, min_height = 0, nat_height = 0;
    gtk_widget_measure(self->child, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, &nat_width, NULL, NULL);
    double zoom = self->zoom;
    if (self->fits) {
        gtk_widget_measure(self->child, GTK_ORIENTATION_VERTICAL, nat_width, &min_height, &nat_height, NULL, NULL);
        /* The natural width and the minimum height fit: a child that grows taller fills the rest. */
        zoom = MIN((double)width / MAX(1, nat_width), (double)height / MAX(1, min_height));
        zoom = CLAMP(zoom, self->fit_minimum, self->fit_maximum);
    }
    /* The child keeps its natural width whenever the room allows it (never wider: it would lay out
     * again at another width), centered; it fills the height. */
    int child_width = MAX(min_width, MIN(nat_width, unscaled_down(width, zoom)));
    gtk_widget_measure(self->child, GTK_ORIENTATION_VERTICAL, child_width, &min_height, &nat_height, NULL, NULL);
    int child_height = MAX(min_height, unscaled_down(height, zoom));
    double left = floor(((double)width - child_width * zoom) / 2);
    GskTransform *transform = NULL;
    if (left > 0) transform = gsk_transform_translate(transform, &GRAPHENE_POINT_INIT((float)left, 0));
    transform = gsk_transform_scale(transform, (float)zoom, (float)zoom);
    gtk_widget_allocate(self->child, child_width, child_height, -1, transform); /* takes the transform */
    if (zoom != self->shown_zoom) {
        self->shown_zoom = zoom;
        g_object_notify_by_pspec(G_OBJECT(self), properties[PROP_SHOWN_ZOOM]);
    }
}

static void cgtk_zoom_bin_get_property(GObject *object, guint id, GValue *value, GParamSpec *pspec) {
    CgtkZoomBin *self = CGTK_ZOOM_BIN(object);
    switch (id) {
    case PROP_SHOWN_ZOOM: g_value_set_double(value, self->shown_zoom); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, pspec);
    }
}

static void cgtk_zoom_bin_dispose(GObject *object) {
    CgtkZoomBin *self = CGTK_ZOOM_BIN(object);
    g_clear_pointer(&self->child, gtk_widget_unparent);
    G_OBJECT_CLASS(cgtk_zoom_bin_parent_class)->dispose(object);
}

static void cgtk_zoom_bin_class_init(CgtkZoomBinClass *klass) {
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    widget_class->get_request_mode = cgtk_zoom_bin_get_request_mode;
    widget_class->measure = cgtk_zoom_bin_measure;
    widget_class->size_allocate = cgtk_zoom_bin_size_allocate;
    GObjectClass *object_class = G_OBJECT_CLASS(klass);
    object_class->get_property = cgtk_zoom_bin_get_property;
    object_class->dispose = cgtk_zoom_bin_dispose;
    properties[PROP_SHOWN_ZOOM] = g_param_spec_double("shown-zoom", NULL, NULL, 0, G_MAXDOUBLE, 1,
                                                      G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
    g_object_class_install_properties(object_class, N_PROPERTIES, properties);
    gtk_widget_class_set_css_name(widget_class, "zoombin");
}

static void cgtk_zoom_bin_init(CgtkZoomBin *self) {
    self->zoom = 1;
    self->shown_zoom = 1;
    self->fit_minimum = 1;
    self->fit_maximum = 1;
}

GtkWidget *cgtk_zoom_bin_new(void) {
    return g_object_new(CGTK_TYPE_ZOOM_BIN, NULL);
}

void cgtk_zoom_bin_set_child(CgtkZoomBin *self, GtkWidget *child) {
    g_return_if_fail(CGTK_IS_ZOOM_BIN(self));
    g_return_if_fail(child == NULL || (GTK_IS_WIDGET(child) && gtk_widget_get_parent(child) == NULL));
    g_clear_pointer(&self->child, gtk_widget_unparent);
    if (child) {
        self->child = child;
        gtk_widget_set_parent(child, GTK_WIDGET(self));
    }
}

void cgtk_zoom_bin_set_zoom(CgtkZoomBin *self, double zoom) {
    g_return_if_fail(CGTK_IS_ZOOM_BIN(self));
    g_return_if_fail(zoom > 0 && isfinite(zoom));
    self->fits = FALSE;
    self->zoom = zoom;
    gtk_widget_queue_resize(GTK_WIDGET(self));
}

void cgtk_zoom_bin_set_fit(CgtkZoomBin *self, double minimum, double maximum) {
    g_return_if_fail(CGTK_IS_ZOOM_BIN(self));
    g_return_if_fail(minimum > 0 && minimum <= maximum && isfinite(maximum));
    self->fits = TRUE;
    self->fit_minimum = minimum;
    self->fit_maximum = maximum;
    gtk_widget_queue_resize(GTK_WIDGET(self));
}

double cgtk_zoom_bin_get_shown_zoom(CgtkZoomBin *self) {
    g_return_val_if_fail(CGTK_IS_ZOOM_BIN(self), 1);
    return self->shown_zoom;
}
